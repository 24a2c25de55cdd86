import { useState } from 'react';
import { MessageDialog } from './message-dialog';

type Tone = 'success' | 'error';

/** A page's one message dialog (spec §4: shown about 2.3 s): `show` a text, render `dialog` once. */
export function useFlashMessage() {
  const [flash, setFlash] = useState<{ message: string; tone: Tone }>({ message: '', tone: 'success' });
  return {
    show: (message: string, tone: Tone = 'success') => setFlash({ message, tone }),
    dialog: (
      <MessageDialog message={flash.message} tone={flash.tone} onClear={() => setFlash((current) => ({ ...current, message: '' }))} />
    ),
  };
}
