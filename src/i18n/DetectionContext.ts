import { createContext } from 'react';
import type { DetectionStore } from './detectionStore';

export const DetectionContext = createContext<DetectionStore | null>(null);
