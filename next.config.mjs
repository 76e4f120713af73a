/** @type {import('next').NextConfig} */
const nextConfig = {
  // Static export: plain files any static host serves, one index.html per route directory.
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  pageExtensions: ['tsx'],
  images: { unoptimized: true },
  // The build runs the type-checker itself (npm run typecheck is part of npm test).
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;
