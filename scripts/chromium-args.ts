/**
 * How the browser tests and the console bench start Debian's Chromium headless: one list, so the tests' figures and
 * the bench's are taken in the same browser.
 *
 * Chromium's new headless mode is the whole browser, and every browser context is a window with its own browser UI.
 * Since Chromium 15x each window loads two WebUI pages for its address bar's suggestion popups
 * (chrome://omnibox-popup.top-chrome/, and its omnibox_popup_aim.html), each in a renderer process of its own, before
 * anyone types. A test or a bench load opens a context of its own, so that was paid on every one: measured with the
 * browser's processes in a cgroup, an empty context and page cost 1.3 s of CPU with the popups and 0.65 s without, a
 * cold console list page 6.4 s and 4.5 s (2026-12-06, load about 20: the ratio is what to read). Disabling the two
 * features stops the popups' pages; nothing the console does needs an address bar.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
