import { Component, type ReactNode } from 'react';

type SectionBoundaryProps = { children: ReactNode; fallback?: ReactNode };

/**
 * Shows `fallback` (by default nothing) in place of what a render threw, so the page being read stays: a chunk gone
 * after a redeploy, a dropped connection. React logs the error itself; reloadOnStaleBuild.ts reloads when the whole
 * build is gone.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
