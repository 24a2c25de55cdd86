export const stayActions = {
  checkIn: 'Check in',
  checkOut: 'Check out',
  checkingIn: 'Checking in…',
  checkingOut: 'Checking out…',
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  inHouse: 'In house',
  actionFor: '{{action}}: {{name}}',
  done: { checkIn: 'Guest checked in', checkOut: 'Guest checked out' },
};
