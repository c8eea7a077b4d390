import { describe, expect, it } from 'vitest';
import { productAndMethod } from './entry-rules';

describe('productAndMethod', () => {
  it('names the product and how it was taken', () => {
    expect(productAndMethod('flower', 'vaporizer')).toBe('Flower · Vaporizer');
    expect(productAndMethod('concentrate', 'pipe')).toBe('Concentrate · Pipe');
  });
  it('says the product once when the method is the product itself', () => {
    expect(productAndMethod('edible', 'edible')).toBe('Edible');
    expect(productAndMethod('tincture', 'tincture')).toBe('Tincture');
  });
});
