import { describe, expect, it } from 'vitest';
import { demoOtherOrigin, widgetSiteOrigin } from './widget-site.ts';

describe('widget site (docs/adr/0064)', () => {
  it("frames only the origin of the broker's site URL", () => {
    expect(widgetSiteOrigin('https://www.example.com/numbers?x=1')).toBe('https://www.example.com');
    expect(widgetSiteOrigin('http://127.0.0.1:3204/')).toBe('http://127.0.0.1:3204');
  });

  it('a site URL that is empty or not http(s) frames nothing', () => {
    expect(widgetSiteOrigin('')).toBeNull();
    expect(widgetSiteOrigin('javascript:alert(1)')).toBeNull();
    expect(widgetSiteOrigin('www.example.com')).toBeNull();
  });

  it("the demo's other origin swaps localhost and 127.0.0.1, keeping the port; none elsewhere", () => {
    expect(demoOtherOrigin('http://localhost:3204')).toBe('http://127.0.0.1:3204');
    expect(demoOtherOrigin('http://127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(demoOtherOrigin('https://numberyard.com')).toBeNull();
  });
});
