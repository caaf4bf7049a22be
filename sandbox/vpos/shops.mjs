// @ts-check
/**
 * The payment provider's test shops, one per demo operator, with their published test keys (as any
 * payment sandbox publishes its test keys; README). The start key signs requests, the result key answers.
 */

/** @typedef {{ operator: string, shopId: string, shopEmail: string, startKey: string, resultKey: string }} Shop */

/** @type {Shop[]} */
export const SHOPS = [
  {
    operator: 'metro',
    shopId: 'METRO-SHOP-0001',
    shopEmail: 'shop@metro.example',
    startKey: 'metro-vpos-start-key-TEST',
    resultKey: 'metro-vpos-result-key-TEST',
  },
  {
    operator: 'enterprise',
    shopId: 'ENTERPRISE-SHOP-0001',
    shopEmail: 'shop@enterprise.example',
    startKey: 'enterprise-vpos-start-key-TEST',
    resultKey: 'enterprise-vpos-result-key-TEST',
  },
];

/** @param {string} operator */
export const shopOfOperator = (operator) => SHOPS.find((shop) => shop.operator === operator);

/** @param {unknown} shopId */
export const shopById = (shopId) => SHOPS.find((shop) => shop.shopId === shopId);
