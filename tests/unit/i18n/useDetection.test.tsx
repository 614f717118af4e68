import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDetectionStore } from '@/i18n/detectionStore';
import { useDetection } from '@/i18n/useDetection';
import { renderWithProviders } from '../render';

function Probe() {
  const detection = useDetection();
  return <output>{detection.status === 'resolved' ? `${detection.language} ${detection.error}` : 'waiting'}</output>;
}

describe('useDetection', () => {
  it('throws an error naming the provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDetection())).toThrow(/inside <DetectionProvider>/);
  });

  it('reads the detection state and follows its changes', async () => {
    const store = createDetectionStore();
    renderWithProviders(<Probe />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    store.resolve({ language: 'sl', source: 'default', location: null, error: 'Failed to detect location' });
    expect(await screen.findByText('sl Failed to detect location')).toBeInTheDocument();
  });
});
