import { smallPhotoUrl } from '@/domain/property/listing-photos';
import { PhotoUploader } from './photo-uploader';

interface LogoFieldProps {
  id: string;
  /** The stored logo URL; empty until one is uploaded. */
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** The provider's logo: the current one, and a file input that uploads a replacement. */
export function LogoField({ id, value, onChange, onBusyChange, error, disabled }: LogoFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={smallPhotoUrl(value)}
            alt="Current logo"
            className="size-16 rounded-lg bg-brand-50 object-contain"
          />
        ) : (
          <p className="text-sm text-ink-muted">No logo yet.</p>
        )}
      </div>
      <PhotoUploader
        id={id}
        label={value ? 'Replace logo' : 'Upload logo'}
        description="JPEG, PNG or WebP, up to 8 MB."
        disabled={disabled}
        errorId={error ? `${id}-error` : undefined}
        onUploaded={onChange}
        onBusyChange={onBusyChange}
      />
      {/* Not a live region: the form's error summary announces it; the file input reads it. */}
      <p id={`${id}-error`} className="text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
