import { StatusPage } from '@/components/layout/status-page';
import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/navigation';

/** What a fatal render error shows. */
export function MainErrorFallback() {
  return (
    <StatusPage
      title="Oops! Something went wrong"
      message="We couldn't display this page. Please refresh to try again."
      actions={
        <Button variant="primary" onClick={reloadPage}>
          Refresh Page
        </Button>
      }
    />
  );
}
