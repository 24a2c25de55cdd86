export const language = {
  label: 'Language',
};

export const common = {
  loading: 'Loading',
  notAvailable: 'Not available',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  balanceDue: 'Balance due {{amount}}',
};
