/** Simple monochrome marks, drawn for this site, that name each network. */
const marks = {
  facebook: 'M14 8h2.5V4.5H14c-2.2 0-4 1.8-4 4V10H8v3.5h2V21h3.5v-7.5h2.5l.5-3.5h-3V8.5c0-.3.2-.5.5-.5z',
  x: 'M5 4h3.8l4 5.4L17.4 4H20l-5.9 6.9L20.5 20h-3.8l-4.4-5.9L7.2 20H4.5l6.5-7.5z',
  instagram:
    'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5z M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z M17 6.5h.01',
  youtube: 'M3.5 8.5c0-2 1-3 3-3h11c2 0 3 1 3 3v7c0 2-1 3-3 3h-11c-2 0-3-1-3-3z M10.5 9.5v5l4.5-2.5z',
  whatsapp:
    'M12 3.5a8.5 8.5 0 0 0-7.4 12.7L3.5 20.5l4.4-1.1A8.5 8.5 0 1 0 12 3.5z M9.2 7.8c.4 0 .6.1.8.5l.8 1.8c.1.3 0 .6-.2.8l-.6.7c.6 1.3 1.6 2.3 2.9 2.9l.7-.6c.2-.2.5-.3.8-.2l1.8.8c.4.2.5.4.5.8 0 1.2-1 2.1-2.2 2.1-3.6-.3-6.6-3.3-6.9-6.9 0-1.2.9-2.2 1.6-2.2z',
} as const;

export type SocialMark = keyof typeof marks;

export function SocialIcon({ network }: { network: SocialMark }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={marks[network]} />
    </svg>
  );
}
