import { useState } from 'react';
import { smallPhotoUrl } from '@/domain/property/listing-photos';
import { cn } from '@/web/lib/cn';

/** The listing's photos: one large, and a row of thumbnail buttons that choose it (the chosen one is pressed). */
export function PhotoGallery({ photos, title }: { photos: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const current = photos[selected] ?? photos[0];
  return (
    <section aria-label="Photos" className="flex flex-col gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-brand-50">
        {current && (
          <img
            src={current}
            alt={`${title} (${selected + 1} of ${photos.length})`}
            className="size-full object-cover"
          />
        )}
      </div>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={`Show photo ${index + 1} of ${photos.length}`}
                onClick={() => setSelected(index)}
                className={cn(
                  'block overflow-hidden rounded-xl border-2 border-transparent',
                  index === selected ? 'border-brand-700' : 'opacity-80 hover:opacity-100',
                )}
              >
                <img src={smallPhotoUrl(photo)} alt="" className="h-16 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
