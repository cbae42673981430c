import { Button } from '../../../../shared/ui/Button';

/** The search failed after its retries: say so and let the user ask again. */
export function SearchFailed({ message, onRetry, isRetrying }: { message: string; onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4 text-red-700">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
        Retry
      </Button>
    </div>
  );
}
