import { describe, expect, it } from 'vitest';
import { sampleSnapshot } from '../testing/sample-proposal';
import { escapeHtml, proposalEmail } from './proposal-email';

const URL_ = 'https://roofs.example/p/abc_DEF-123';
const MARKUP = '<img src=x onerror=alert(1)>';

describe('proposalEmail', () => {
  it('addresses the customer, lists each option’s total and links to the proposal', () => {
    const m = proposalEmail(sampleSnapshot(2), URL_, 'dana@example.com');
    expect(m.to).toBe('dana@example.com');
    expect(m.subject).toBe('Your roofing proposal from Summit Roofing Co.');
    expect(m.replyTo).toBe('office@summitroofing.example');
    expect(m.text).toContain(
      'It offers 2 options to choose from:\n  Good: $15,104\n  Better: $17,134',
    );
    expect(m.text).toContain(`\n${URL_}\n`);
    expect(m.text).toContain('License #CCB 123456');
    expect(m.html).toContain('<td style="padding:4px 16px 4px 0;">Better</td>');
    expect(m.html).toContain(`href="${URL_}"`);
  });

  it('gives one option as the total, and leaves out what the company did not fill in', () => {
    const s = sampleSnapshot(1);
    s.company = { ...s.company, name: '', email: '', phone: '', address: '', licenseNumber: '' };
    s.customer = { ...s.customer, name: '' };
    const m = proposalEmail(s, URL_, 'dana@example.com');
    expect(m.subject).toBe('Your roofing proposal from your roofing contractor');
    expect(m.replyTo).toBeUndefined();
    expect(m.text.startsWith('Hello,\n')).toBe(true);
    expect(m.text).toContain('The price:\n  Total: $15,104');
    expect(m.text).not.toContain('Phone:');
    expect(m.text).not.toContain('License #');
  });

  it('escapes every name in the HTML; the text keeps them as typed', () => {
    const s = sampleSnapshot(3);
    s.company = { ...s.company, name: `Roofs "R" Us & Sons ${MARKUP}` };
    s.customer = { ...s.customer, name: MARKUP };
    s.project = { ...s.project, address: `1 <b>Main</b> St\nApt 2` };
    s.options = s.options.map((o) => ({ ...o, name: `${o.name} ${MARKUP}` }));
    const m = proposalEmail(s, `${URL_}"><script>`, 'dana@example.com');
    expect(m.html).not.toContain('<img');
    expect(m.html).not.toContain('<b>');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain(
      'Roofs &quot;R&quot; Us &amp; Sons &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(m.html).toContain('href="https://roofs.example/p/abc_DEF-123&quot;&gt;&lt;script&gt;"');
    expect(m.text).toContain(`Hello ${MARKUP},`);
    expect(m.text).toContain('for 1 <b>Main</b> St, Apt 2.');
  });

  it('escapeHtml escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
