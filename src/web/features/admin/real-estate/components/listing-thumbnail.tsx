import { ImageOff } from 'lucide-react';
import { smallPhotoUrl } from '@/domain/property/listing-photos';
import { cn } from '@/web/lib/cn';

interface ListingThumbnailProps {
  /** The stored (large) photo URL; empty when there is none. */
  src: string;
  alt: string;
  className?: string;
}

/** A small picture in the thumbnail size, or a plain box saying there is no photo yet. */
export function ListingThumbnail({ src, alt, className }: ListingThumbnailProps) {
  const box = cn('size-20 shrink-0 rounded-lg bg-brand-50 object-cover', className);
  if (!src) {
    return (
      <div className={cn(box, 'grid place-items-center text-center text-sm text-ink-muted')}>
        <span className="flex flex-col items-center gap-1">
          <ImageOff aria-hidden="true" className="size-5" />
          No photo
        </span>
      </div>
    );
  }
  return <img src={smallPhotoUrl(src)} alt={alt} loading="lazy" className={box} />;
}
