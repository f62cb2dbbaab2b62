/** Reopens the cookie banner (spec §4: "can be forced open by a store flag"). */
import { Button } from '@/components/ui/button';
import { requestCookieSettings } from '@/lib/analytics/cookie-settings-request';

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" onClick={requestCookieSettings}>
      {label}
    </Button>
  );
}
