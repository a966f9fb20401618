import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address.tsx';
import { Ident } from './ident.tsx';

afterEach(cleanup);

describe('identifiers on the site', () => {
  it('isolates a device id, a reference and an e-mail address left to right inside a right-to-left page', () => {
    render(
      <div dir="rtl" lang="ar">
        <p>
          الجهاز <Ident>26:F5:7D:46:32:78</Ident> والمرجع <Ident>9KX41235AB</Ident>
        </p>
        <EmailAddress address="1support@example.com" />
      </div>,
    );
    for (const text of ['26:F5:7D:46:32:78', '9KX41235AB']) {
      const element = screen.getByText(text);
      expect(element.tagName).toBe('BDI');
      expect(element.getAttribute('dir')).toBe('ltr');
    }
    const email = screen.getByText((_, element) => element?.className === 'email-address');
    expect(email.tagName).toBe('BDI');
    expect(email.getAttribute('dir')).toBe('ltr');
    expect(email.textContent).toBe('1support@example.com');
  });
});
