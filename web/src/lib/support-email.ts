// One place for the support address, so every page and the legal texts name the same inbox.
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@hostel.localhost';
