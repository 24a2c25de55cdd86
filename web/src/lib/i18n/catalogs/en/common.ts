export const language = {
  label: 'Language',
};

export const common = {
  loading: 'Loading',
  notAvailable: 'Not available',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  balanceDue: 'Balance due {{amount}}',
  // A room without a name of its own, and a dorm bed's full name (lib/unit-names.ts; room-units.ts says the same in English).
  roomOfType: '{{type}} · Room {{number}}',
  bedOfRoom: '{{room}}, bed {{bed}}',
  // A guest whose personal data was erased (the API's ERASED_GUEST_NAME).
  deletedGuest: 'Deleted guest',
  kind: { dorm: 'Dorm', private: 'Private' },
};
