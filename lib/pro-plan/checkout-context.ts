/**
 * What the plan page knew when it sent the buyer to pay, kept in this tab (sessionStorage) by
 * checkout id for the way back, whichever provider's page is in between (decision 0032): whether
 * Pro is for this account (activate at once) or for someone else (show the code to pass on),
 * the plan and price for the checkout page and the events, and the plan page's utm_content.
 */
import type { ProPlan, ProPrice } from '@/lib/config/pro-prices';

export interface CheckoutContext {
  forSelf: boolean;
  plan: ProPlan;
  price: ProPrice;
  utmContent: string | null;
}

const key = (checkoutId: string) => `knowly.pro-checkout.${checkoutId}`;

export function rememberCheckout(checkoutId: string, context: CheckoutContext): void {
  try {
    window.sessionStorage.setItem(key(checkoutId), JSON.stringify(context));
  } catch {
    // Storage off: the way back still works, as a purchase for someone else (the code is shown).
  }
}

export function checkoutContext(checkoutId: string | null): CheckoutContext | null {
  if (!checkoutId || typeof window === 'undefined') return null;
  try {
    const raw = window.sessionStorage.getItem(key(checkoutId));
    const value = raw ? (JSON.parse(raw) as Partial<CheckoutContext>) : null;
    if (!value || typeof value.forSelf !== 'boolean' || !value.price || !value.plan) return null;
    return { forSelf: value.forSelf, plan: value.plan, price: value.price, utmContent: typeof value.utmContent === 'string' ? value.utmContent : null };
  } catch {
    return null;
  }
}
