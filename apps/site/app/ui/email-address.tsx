import { Fragment } from 'react';

/**
 * An e-mail address as text, isolated from the text around it (right to left included), that may wrap only
 * after its `@` and before its dots: `support@` / `vela-player` / `.example`, never inside a name.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <bdi dir="ltr" className="email-address">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
