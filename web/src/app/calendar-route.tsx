import { useState } from 'react';
import { Dialog } from '../components/dialog';
import { CalendarPage, type NewReservationPreset } from '../features/calendar/calendar-page';

// /app/calendar: the calendar feature composed with the new-reservation dialog. The calendar only
// says what was chosen (NewReservationPreset); the dialog belongs to the reservations feature.
//
// WIRING SEAM: until the reservations feature's dialog is composed here, a placeholder shows what the
// dialog will be opened with. Replace <PresetPreview> with that dialog (open with the preset: room
// type, check-in, check-out and bed; Escape or close calls onClose), and keep `preset` as its state.

export function Component() {
  const [preset, setPreset] = useState<NewReservationPreset | undefined>(undefined);
  return (
    <>
      <CalendarPage onNewReservation={setPreset} />
      {preset ? <PresetPreview preset={preset} onClose={() => setPreset(undefined)} /> : null}
    </>
  );
}

function PresetPreview({ preset, onClose }: { preset: NewReservationPreset; onClose(): void }) {
  const rows: [string, string | undefined][] = [
    ['Room type', preset.roomTypeName],
    ['Bed', preset.bedName],
    ['Check-in', preset.checkIn],
    ['Check-out', preset.checkOut],
  ];
  return (
    <Dialog open onClose={onClose} title="New reservation">
      <dl className="preset-preview">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p>Booking from the calendar opens the new-reservation dialog here.</p>
    </Dialog>
  );
}
