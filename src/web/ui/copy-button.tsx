import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../lib/toast';
import { Button } from './button';

/**
 * Copies `text` to the clipboard, saying so on the button for a moment and in a toast; where the browser
 * refuses (no clipboard, no permission) the toast says to copy it by hand, and the text stays on screen.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  // "The link" inside a sentence: "Copy the link" (a German noun keeps its capital).
  const what = label.charAt(0).toLowerCase() + label.slice(1);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: t`Copied`, description: t`${label} is on your clipboard.` });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        title: t`Could not copy`,
        description: t`Your browser did not allow it: select the text and copy it yourself.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={t`Copy ${what}`}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? t`Copied` : t`Copy`}
    </Button>
  );
}
