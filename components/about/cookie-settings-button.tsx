/** Reopens the cookie banner (spec §4: "can be forced open by a store flag"). */
import { Button } from '@/components/ui/button';
import { useConsentStore } from '@/lib/analytics/consent-store';

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" onClick={() => useConsentStore.getState().openSettings()}>
      {label}
    </Button>
  );
}
