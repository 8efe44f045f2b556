// Facts about the boutique shown on several screens (spec section 9).
export const BUSINESS_HOURS = 'Monday to Saturday, 11am to 8pm';
