import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBlocker, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

type Report = (form: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report>(() => undefined);

/**
 * One guard for every owner form (docs/product/screens.md "Manage Restaurant"): a form with changes
 * not yet saved asks, with react-admin's own words, before the owner leaves it for another tab or
 * page, and the browser asks before the page is closed or reloaded. One blocker for the whole
 * owner area, as React Router runs one at a time: react-admin's `warnWhenUnsavedChanges` would
 * add one per form, and the Manage Restaurant tab has several.
 */
export function UnsavedChangesGuard({ children }: { children?: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((form, dirty) => {
    setDirtyForms((forms) => {
      if (forms.has(form) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const unsaved = dirtyForms.size > 0;
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes with every render; its state and the place it holds back are what
    // matter. React Router applies its updates in transitions, so under load a reset and the next
    // block can reach one render ('blocked' both times): the held-back location is new each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, blocker.location]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return <UnsavedChangesContext.Provider value={report}>{children}</UnsavedChangesContext.Provider>;
}

/** Tells the guard whether the form named `form` has changes not yet saved; a form that goes away has none. */
export function useUnsavedChanges(form: string, dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(form, dirty);
    return () => report(form, false);
  }, [form, dirty, report]);
}

/** Inside a react-admin Form: its react-hook-form state, reported to the guard (saved values reset it). */
export function UnsavedFormChanges({ form }: { form: string }) {
  const { isDirty } = useFormState();
  useUnsavedChanges(form, isDirty);
  return null;
}
