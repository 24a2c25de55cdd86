/** The browser's own time zone (IANA): the stand-in for the property's until the profile says it. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
