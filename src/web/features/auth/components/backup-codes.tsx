import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/toaster';

interface BackupCodesProps {
  codes: readonly string[];
  continueLabel: string;
  onContinue: () => void;
}

/** Shown once, right after two-factor is turned on: the codes that open the console if the phone is lost. */
export function BackupCodes({ codes, continueLabel, onContinue }: BackupCodesProps) {
  const checkboxId = useId();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success('Backup codes copied');
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'diaspora-hub-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown
        again.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-canvas p-4 font-mono text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Download codes
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id={checkboxId} checked={saved} onCheckedChange={(checked) => setSaved(checked === true)} />
        <Label htmlFor={checkboxId}>I have saved my backup codes</Label>
      </div>
      <Button type="button" size="lg" className="w-full" disabled={!saved} onClick={onContinue}>
        {continueLabel}
      </Button>
    </div>
  );
}
