import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/web/components/ui/alert';

/** The inline error above a form (the spec's "inline error alert"); fields point at it with aria-describedby. */
export function FormAlert({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <Alert id={id} variant="destructive" className="mb-4">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
