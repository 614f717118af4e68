import { Component, type ReactNode } from 'react';

type SectionBoundaryProps = { children: ReactNode; fallback?: ReactNode };

/** In place of what a render threw (a chunk gone after a redeploy, say), `fallback`: the page being read stays. */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
