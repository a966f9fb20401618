/** What every receipt says of the seller (a licence's or a pack of credits'): its legal name and address. */
export function sellerOf(brand: { legalEntity: string; address: string }) {
  return { seller_name: brand.legalEntity, seller_address: brand.address };
}
