import type { NextConfig } from 'next';

// This folder is the app's root, not the project around it (which has a lock file of its own).
const config: NextConfig = { turbopack: { root: import.meta.dirname } };
export default config;
