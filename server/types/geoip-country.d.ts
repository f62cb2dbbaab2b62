declare module 'geoip-country' {
  interface GeoCountry {
    country: string;
    name: string;
    native: string;
    continent: string;
  }
  export function lookup(ip: string): GeoCountry | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
