import { Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_LISTING_PHOTOS } from '@/domain/property/property-admin';
import { smallPhotoUrl } from '@/domain/property/listing-photos';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { PhotoUploader } from './photo-uploader';

interface PhotoManagerProps {
  id: string;
  /** The listing's title as typed, for the pictures' text alternatives. */
  title: string;
  /** In order; the first is the main photo. */
  photos: string[];
  onChange: (photos: string[]) => void;
  /** Adds a freshly uploaded photo at the end (read from the form at that moment, as uploads finish later). */
  onAdd: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** Where focus goes after a change: a photo's Remove button by position, or the file input when none is left. */
type FocusTarget = number | 'input' | undefined;

/**
 * The listing's photos in order, the first being the main photo: upload more, make one the main photo, remove
 * one. Every button names its photo's position for screen readers, and each change is announced.
 */
export function PhotoManager({
  id,
  title,
  photos,
  onChange,
  onAdd,
  onBusyChange,
  error,
  disabled,
}: PhotoManagerProps) {
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<FocusTarget>(undefined);
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const total = photos.length;

  // Focus moves once the list has re-rendered with the change.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    const element =
      target === 'input' ? document.getElementById(`${id}-upload`) : removeButtons.current[target];
    element?.focus();
  }, [photos, id]);

  const makeMain = (index: number) => {
    const chosen = photos[index];
    if (chosen === undefined) return;
    onChange([chosen, ...photos.filter((_, other) => other !== index)]);
    setAnnouncement(`Photo ${index + 1} is now the main photo, photo 1 of ${total}.`);
    pendingFocus.current = 0;
  };
  const remove = (index: number) => {
    onChange(photos.filter((_, other) => other !== index));
    setAnnouncement(`Photo ${index + 1} removed. ${total - 1} left.`);
    pendingFocus.current = total - 1 === 0 ? 'input' : Math.min(index, total - 2);
  };

  return (
    <div className="flex flex-col gap-3">
      <PhotoUploader
        id={`${id}-upload`}
        label="Add photos"
        description={`JPEG, PNG or WebP, up to 8 MB each; at most ${MAX_LISTING_PHOTOS} photos. The first photo is the main one.`}
        multiple
        disabled={disabled || total >= MAX_LISTING_PHOTOS}
        errorId={error ? `${id}-error` : undefined}
        onUploaded={onAdd}
        onBusyChange={onBusyChange}
      />
      {total === 0 ? (
        <p className="text-sm text-ink-muted">
          No photos yet. A listing needs one before it can be published.
        </p>
      ) : (
        <ol aria-label="Photos, main photo first" className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-2">
              <div className="relative">
                <img
                  src={smallPhotoUrl(photo)}
                  alt={`${title.trim() || 'New listing'}, ${index + 1} of ${total}${index === 0 ? ' (main)' : ''}`}
                  className="aspect-[4/3] w-full rounded-lg bg-brand-50 object-cover"
                />
                {index === 0 && (
                  <Badge variant="default" className="absolute top-2 left-2">
                    <Star aria-hidden="true" /> Main photo
                  </Badge>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {index > 0 && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={disabled}
                    onClick={() => makeMain(index)}
                  >
                    <Star aria-hidden="true" />
                    Make main photo
                    <span className="sr-only">
                      {' '}
                      (photo {index + 1} of {total})
                    </span>
                  </Button>
                )}
                <Button
                  ref={(element) => {
                    removeButtons.current[index] = element;
                  }}
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                  <span className="sr-only">
                    {' '}
                    photo {index + 1} of {total}
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {/* Not a live region: the form's error summary announces it; the file input reads it. */}
      <p id={`${id}-error`} className="text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
