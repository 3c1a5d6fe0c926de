/** A meeting room link as the contract takes it (`MeetingUrl`): https, no blanks. */
export const isMeetingUrl = (value: string) => /^https:\/\/\S+$/.test(value);
