export const language = {
  label: 'Language',
};

export const common = {
  // The skip link of the signed-in shell and of the public site.
  loading: 'Loading',
  notAvailable: 'Not available',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  balanceDue: 'Balance due {{amount}}',
};
