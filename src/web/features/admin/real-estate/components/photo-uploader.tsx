import { LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ACCEPTED_PHOTO_TYPES } from '@/domain/property/listing-photos';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { photoFileProblem, uploadErrorMessage, useUploadPhoto } from '../api/photo-upload';

interface UploadItem {
  id: number;
  name: string;
  /** Undefined while uploading. */
  error?: string;
}

interface PhotoUploaderProps {
  id: string;
  label: string;
  description?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The id of the form's message about this field, when it has one: the input is then invalid and reads it. */
  errorId?: string | undefined;
  /** Called once per stored photo, in the order the files were chosen, with the URL to keep. */
  onUploaded: (url: string) => void;
  /** Told when uploads start and when the last one ends, so a form can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
}

let nextUploadId = 1;

/**
 * A labelled file input that uploads each chosen photo at once, one after another (so they arrive in the
 * order chosen), showing 'Uploading...' per file and each failure beside its file name until dismissed.
 */
export function PhotoUploader({
  id,
  label,
  description,
  multiple,
  disabled,
  errorId,
  onUploaded,
  onBusyChange,
}: PhotoUploaderProps) {
  const upload = useUploadPhoto();
  const [items, setItems] = useState<UploadItem[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const update = (itemId: number, error?: string) =>
    setItems((current) =>
      error === undefined
        ? current.filter((item) => item.id !== itemId)
        : current.map((item) => (item.id === itemId ? { ...item, error } : item)),
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so the same file can be chosen again after a failure.
    event.target.value = '';
    const queued = files.map((file) => ({ file, id: nextUploadId++, problem: photoFileProblem(file) }));
    setItems((current) => [
      ...current,
      ...queued.map(({ file, id: itemId, problem }) => ({ id: itemId, name: file.name, error: problem })),
    ]);
    for (const { file, id: itemId, problem } of queued) {
      if (problem) continue;
      try {
        const photo = await upload.mutateAsync(file);
        update(itemId);
        onUploaded(photo.url);
      } catch (error) {
        update(itemId, uploadErrorMessage(error));
      }
    }
  };

  const busy = items.some((item) => item.error === undefined);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {description && (
        <p id={`${id}-description`} className="-mt-0.5 text-sm text-ink-muted">
          {description}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES.join(',')}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={
          [description && `${id}-description`, errorId].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={errorId ? true : undefined}
        aria-busy={busy || undefined}
        onChange={(event) => void choose(event)}
        className="min-h-11 w-full rounded-xl border border-dashed border-line-strong bg-surface p-2 text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:font-semibold file:text-brand-900"
      />
      <ul aria-live="polite" className="flex flex-col gap-1 empty:hidden">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 text-sm">
            {item.error === undefined ? (
              <span className="flex items-center gap-2 text-ink-muted">
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                <span className="break-all">{item.name}</span>: Uploading...
              </span>
            ) : (
              <>
                <span role="alert" className="min-w-0 flex-1 font-medium break-words text-danger-700">
                  {item.name}: {item.error}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setItems((current) => current.filter((other) => other.id !== item.id));
                    input.current?.focus();
                  }}
                >
                  <X aria-hidden="true" />
                  <span className="sr-only">Dismiss the message about {item.name}</span>
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
