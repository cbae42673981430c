import { useId } from "react";
import {
  fittedNote,
  NOTE_MAX_LENGTH,
  noteLength,
} from "../api/create-checkout-session";

interface CheckoutExtrasProps {
  note: string;
  onNoteChange: (note: string) => void;
  saveToProfile: boolean;
  onSaveToProfileChange: (save: boolean) => void;
  /** False hides the choice: a collection without a saved address has no whole profile to save (docs/product/decisions.md "Collection"). */
  canSave?: boolean;
}

/**
 * docs/product/screens.md "Restaurant detail": under the delivery details, the optional note for
 * the restaurant with its character count, and 'Save these details to my profile'.
 */
export function CheckoutExtras({
  note,
  onNoteChange,
  saveToProfile,
  onSaveToProfileChange,
  canSave = true,
}: CheckoutExtrasProps) {
  const noteId = useId();
  const hintId = useId();
  const saveId = useId();
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm text-slate-800">
          Note for the restaurant
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          value={note}
          onChange={(event) => onNoteChange(fittedNote(event.target.value))}
          aria-describedby={hintId}
          placeholder="Allergies, no onions, the door bell..."
          className="min-h-20 resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-500"
        />
        <p
          id={hintId}
          className="flex justify-between gap-3 text-sm text-slate-600"
        >
          <span>Optional</span>
          <span className="tabular-nums">
            {noteLength(note)}/{NOTE_MAX_LENGTH} characters
          </span>
        </p>
      </div>
      {canSave && (
        <div className="flex items-center gap-2">
          <input
            id={saveId}
            type="checkbox"
            checked={saveToProfile}
            onChange={(event) => onSaveToProfileChange(event.target.checked)}
            className="size-6 shrink-0 accent-brand-700"
          />
          <label htmlFor={saveId} className="text-sm text-slate-800">
            Save these details to my profile
          </label>
        </div>
      )}
    </>
  );
}
