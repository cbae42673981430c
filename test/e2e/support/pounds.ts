/** An amount in pence as the storefront and the owner area show it: "£12.50". */
export const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;
