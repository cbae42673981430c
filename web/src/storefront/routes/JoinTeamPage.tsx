import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { api, type ApiError } from '../../api/client';
import { useAuth } from '../../shared/auth/auth-state';
import { useHydrated } from '../../shared/first-paint/use-hydrated';
import { HEADER_ROLE_KEY } from '../../shared/layout/use-is-courier';
import { Button } from '../../shared/ui/Button';
import { PageSpinner } from '../../shared/ui/Spinner';

const ROLE_WORDS = { owner: 'the owner', manager: 'a manager', kitchen: 'kitchen staff', courier: 'a courier' } as const;

/**
 * Where an invitation e-mail's link leads (docs/product/team-and-roles.md "Invitations"): the
 * token is the address's fragment, kept through sign-in (or sign-up) and sent only on accepting.
 */
export function JoinTeamPage() {
  const { isAuthenticated, isLoading, loginWithRedirect } = useAuth();
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const queryClient = useQueryClient();
  const accept = useMutation({
    // The new role shows at once: the courier's link in the header, the owner area's tabs.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: HEADER_ROLE_KEY }), queryClient.invalidateQueries({ queryKey: ['owner', 'role'] })]),
    mutationFn: async () => {
      const { data, error } = await api.POST('/api/team/invitations/{token}/accept', { params: { path: { token } } });
      if (error || !data) throw new Error((error as ApiError | undefined)?.message ?? 'Unable to accept the invitation');
      return data;
    },
  });

  let body;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) body = <p>This invitation link is incomplete. Open it again from the e-mail.</p>;
  else if (isLoading || !hydrated) body = <PageSpinner />;
  else if (!isAuthenticated)
    body = (
      <>
        <p>Log in, or sign up, with the e-mail address the invitation was sent to. Then accept it here.</p>
        <Button className="self-start" onClick={() => void loginWithRedirect({ appState: { returnTo: `/join-team#${token}` } })}>
          Log in to accept
        </Button>
      </>
    );
  else if (accept.data)
    body = (
      <>
        <p role="status">You have joined the team as {ROLE_WORDS[accept.data.role]}.</p>
        {/* docs/product/team-and-roles.md "Couriers": a courier's part is their deliveries. */}
        <Link className="self-start rounded-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800" to={accept.data.role === 'courier' ? '/courier' : '/manage-restaurant'}>
          {accept.data.role === 'courier' ? 'Open my deliveries' : 'Open the order desk'}
        </Link>
      </>
    );
  else
    body = (
      <>
        <p>Accept to act for the restaurant that invited you. You keep ordering as a customer anywhere.</p>
        <Button className="self-start" onClick={() => accept.mutate()} isLoading={accept.isPending}>
          Accept the invitation
        </Button>
        {accept.error && (
          <p role="alert" className="text-red-700">
            {accept.error.message}
          </p>
        )}
      </>
    );

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Join a restaurant team</h1>
      {body}
    </div>
  );
}
