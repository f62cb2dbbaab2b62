// The floor app (bench/lighthouse-ratio.mjs): Knowly's framework settings, none of its pages.
const floorConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
};

export default floorConfig;
