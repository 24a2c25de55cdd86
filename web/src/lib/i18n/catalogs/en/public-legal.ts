// The public site's legal pages (terms of use, privacy policy): the spec's texts, exactly.
// A `<page>…</page>` marks the words of a link to another page inside a sentence, `<mail>` a mail link (Trans; not `<link>`, a void element to its parser).
export const publicLegal = {
  updated: 'Last updated: {{date}}',
  terms: {
    title: 'Terms and Conditions',
    intro: 'These terms govern your use of Hostel App (the "service"). By creating an account or using the service you accept them.',
    serviceHeading: '1. The service',
    service:
      'Hostel App is a web application for managing the reservations, rooms, rates and guests of a single hostel property. We may improve or change the service; we will tell you in advance about changes that reduce what your plan includes.',
    accountHeading: '2. Your account',
    account:
      "The person who signs up is the owner (administrator) of the property's account and is responsible for the team members they invite. Keep your password secret and tell us at once if you suspect someone else used your account.",
    plansHeading: '3. Plans and payment',
    plans:
      'The Free plan costs nothing and has the limits shown on the <page>pricing page</page>. Paid plans, when available, will be billed in advance and can be cancelled at any time.',
    useHeading: '4. Acceptable use',
    use: "Use the service only for managing your own property and its guests, lawfully and with your guests' consent where the law requires it. Do not try to access other properties' data, disrupt the service or send unsolicited messages through it.",
    dataHeading: '5. Your data',
    data: "The data you enter remains yours. We process it only to provide the service, as described in our <page>privacy policy</page>. You can delete your account at any time; the owner's deletion removes the property and all its data.",
    availabilityHeading: '6. Availability',
    availability:
      'We work to keep the service available and your data backed up, but we do not guarantee uninterrupted or error-free operation.',
    liabilityHeading: '7. Limitation of liability',
    liability:
      'To the extent the law allows, our total liability for any claim related to the service is limited to the amounts you paid us for the service in the 12 months before the event that gave rise to the claim.',
    lawHeading: '8. Governing law',
    law: 'These terms are governed by the laws of the Province of Buenos Aires, Argentina, and any dispute will be submitted to its competent courts.',
    contactHeading: '9. Contact',
    contact: 'Support is provided by email at <mail>{{email}}</mail>.',
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'This policy explains what personal data Hostel App handles, why, and what you can do about it.',
    collectHeading: 'Data we collect',
    collectAccount: "Account data: your name, email address, your property's name and a securely hashed password.",
    collectProperty:
      "Property data you enter: room types, rates, reservations and your guests' details (name, ID number, contact details, address).",
    collectTechnical: 'Technical data: a session cookie that keeps you signed in, and server logs kept for security.',
    whyHeading: 'Why we use it',
    why: "Only to provide the service: sign you in, show your property's data to you and your team, and email you about your account (confirmation and password reset). We do not sell personal data and we do not use advertising trackers.",
    guestsHeading: "Your guests' data",
    guests:
      "For your guests' data, your hostel is responsible for it and we process it on your behalf. Enter only what you need to run your reservations.",
    cookiesHeading: 'Cookies',
    cookies: 'We use one essential cookie for your session. It is removed when you log out or when it expires.',
    retentionHeading: 'Retention and deletion',
    retention:
      'We keep your data while your account exists. When the owner deletes the account, the property and all its reservations, guests and team members are deleted.',
    rightsHeading: 'Your rights',
    rights:
      "You can see and correct your profile in the app, and ask us for a copy of your data or its deletion by writing to <mail>{{email}}</mail>. This policy is governed by the laws of the Province of Buenos Aires, Argentina, and Argentina's personal data protection law.",
  },
};
