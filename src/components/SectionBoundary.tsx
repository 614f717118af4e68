import { Component, type ReactNode } from 'react';

/**
 * Around what loads below the fold: when its code cannot be had (a redeploy on a host that answers a vanished chunk
 * with its index.html, a dropped connection), that part is left out and the page being read stays. React logs the
 * error itself, once; src/components/reloadOnStaleBuild.ts reloads when the whole build is gone.
 */
export class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
