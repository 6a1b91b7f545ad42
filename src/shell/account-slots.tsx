/**
 * The signed-in user's menu and the mandatory password-change gate belong to the console (they use its dialogs
 * and guards); public pages show them through these slots, which the console fills when it starts (lazily: the menu's code arrives with the first signed-in page). The store
 * thus never imports the console, and a store-only bundle simply shows nothing here.
 */
import { Suspense, type ComponentType } from 'react';

const empty: ComponentType = () => null;
export const accountSlots: { AccountMenu: ComponentType; InitPasswordGate: ComponentType } = {
  AccountMenu: empty,
  InitPasswordGate: empty,
};

export function fillAccountSlots(slots: Partial<typeof accountSlots>) {
  Object.assign(accountSlots, slots);
}

export function AccountMenuSlot() {
  const Menu = accountSlots.AccountMenu;
  return (
    <Suspense fallback={null}>
      <Menu />
    </Suspense>
  );
}

export function InitPasswordGateSlot() {
  const Gate = accountSlots.InitPasswordGate;
  return (
    <Suspense fallback={null}>
      <Gate />
    </Suspense>
  );
}
