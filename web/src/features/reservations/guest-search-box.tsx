import type { Guest } from '@hostel/shared/api/guest-schemas';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_SEARCH_MIN, useSearchGuests } from '../../api/search-guests';
import { i18n } from '../../lib/i18n/i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const DEBOUNCE_MS = 250;

/** One line about a guest beside the name: what tells two "Ana García" apart. */
function guestLine(guest: Guest): string {
  return [guest.contact_info.email || i18n.t('guests.search.noEmail'), guest.contact_info.phone_number, guest.id_number]
    .filter(Boolean)
    .join(' · ');
}

interface GuestSearchBoxProps {
  onPick(guest: Guest): void;
}

/**
 * A combobox (ARIA 1.2, list autocomplete): suggestions as the desk types, after a short pause; Arrow
 * keys move through them (aria-activedescendant keeps the focus in the field), Enter picks, Escape closes
 * the list without closing the dialog around it.
 */
export function GuestSearchBox({ onPick }: GuestSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, DEBOUNCE_MS);
  const search = useSearchGuests(settled);
  const ready = typed.length >= GUEST_SEARCH_MIN && settled === typed && !search.isPlaceholderData;
  const results = ready ? (search.data ?? []) : [];
  const expanded = open && results.length > 0;
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  let status = '';
  if (open && typed.length >= GUEST_SEARCH_MIN) {
    if (search.isError && ready) status = t('guests.search.failed');
    else if (!ready || search.isFetching) status = t('guests.search.searching');
    else status = results.length ? t('guests.search.found', { count: results.length }) : t('guests.search.none');
  }

  function pick(guest: Guest) {
    setOpen(false);
    setActive(-1);
    onPick(guest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : results.length - 1) : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      // Enter picks the active suggestion; it never submits the form around the box.
      event.preventDefault();
      if (expanded && active >= 0) pick(results[active]!);
    } else if (event.key === 'Escape' && (expanded || text)) {
      // The list (or the text) goes first; a second Escape closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  }

  return (
    <div className="field guest-search">
      <label htmlFor={`${id}-input`}>{t('guests.search.label')}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={40}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <p className="field-hint" id={hintId}>
        {t('guests.search.hint')}
      </p>
      <div id={listId} role="listbox" aria-label={t('guests.search.listLabel')} className="guest-search-list" hidden={!expanded}>
        {results.map((guest, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field takes the keys (aria-activedescendant); the click is the pointer's way
          <div
            key={guest._id}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'guest-search-option guest-search-option-active' : 'guest-search-option'}
            // The field keeps the focus (a blur would close the list before the click lands).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(guest)}
          >
            <span className="guest-search-name">{`${guest.first_name} ${guest.last_name}`}</span>
            <span className="guest-search-line">{guestLine(guest)}</span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
