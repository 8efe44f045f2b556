// The text of the footer's four policies, written from the shop's terms:
// returns requested by message within 2 days of delivery, replies within 2 working days,
// return postage reimbursed up to ₹100, replacement within 5 business days or a refund
// within 2 working days, delivery in 15 to 20 business days, the listed exclusions, no
// colour exchange, international orders non-refundable, bank charges deducted on refunds.

import type { PolicyId } from './policies';

export type Policy = {
  id: PolicyId;
  title: string;
  sections: { heading: string; points: string[] }[];
};

export const POLICIES: readonly Policy[] = [
  {
    id: 'terms',
    title: 'Terms & Conditions',
    sections: [
      {
        heading: 'Orders and prices',
        points: [
          'All prices are in Indian rupees (₹) and include the item; shipping within India is free on orders over ₹1000.',
          'An order is confirmed once its payment succeeds. We may cancel an order when an item is no longer in stock, and then refund it in full.',
          'Colours can look slightly different on screen from the saree itself, because of lighting and display settings.',
        ],
      },
      {
        heading: 'Returns and refunds',
        points: [
          'Returns, replacements and refunds follow our Refund & Returns Policy: a return must be requested by message within 2 days of receiving the order.',
          'Sale or discounted items, beaded or sequined items, and items returned because they were not liked cannot be returned. We do not exchange one colour for another.',
          'International orders are non-refundable.',
        ],
      },
      {
        heading: 'Delivery',
        points: [
          'Orders are delivered in 15 to 20 business days, as described in our Shipping Policy.',
        ],
      },
    ],
  },
  {
    id: 'refund',
    title: 'Refund & Returns Policy',
    sections: [
      {
        heading: 'Requesting a return',
        points: [
          'Send us a message within 2 days of receiving your order, with your order id and photos of the item. Requests after 2 days cannot be accepted.',
          'We reply to every request within 2 working days.',
        ],
      },
      {
        heading: 'Sending the item back',
        points: [
          'Return the item unused, with its tags and original packing.',
          'We reimburse return shipping up to ₹100 when it is sent through India Post, the national postal service (a courier fee is reimbursed up to Rs 100).',
        ],
      },
      {
        heading: 'Replacement or refund',
        points: [
          'Once the item reaches us and is checked, we send a replacement within 5 business days.',
          'When a replacement is not possible, we refund you within 2 working days. Bank charges are deducted from the refunded amount.',
        ],
      },
      {
        heading: 'What cannot be returned',
        points: [
          'Items bought on sale or at a discount.',
          'Beaded or sequined items.',
          'Items returned because they were not liked.',
          'Colour exchanges: we do not exchange an item for another colour.',
          'International orders, which are non-refundable.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy Policy',
    sections: [
      {
        heading: 'What we keep',
        points: [
          'Your name, e-mail, phone and delivery addresses, to deliver your orders and answer your messages.',
          'Your orders and their payment status. Card and UPI details are handled by the payment provider and never stored by us.',
          'Your e-mail address if you subscribe to our newsletter.',
        ],
      },
      {
        heading: 'How we use it',
        points: [
          'To process and deliver orders, handle returns and refunds, and reply to your questions.',
          'To send the newsletter to subscribers only. Every newsletter carries a one-click unsubscribe link.',
          'We do not sell or rent your personal details to anyone.',
        ],
      },
      {
        heading: 'Your choices',
        points: [
          'You can update your addresses in My Account, unsubscribe from the newsletter at any time, or write to us to have your details corrected or removed.',
        ],
      },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping Policy',
    sections: [
      {
        heading: 'Delivery times',
        points: [
          'Orders are delivered in 15 to 20 business days from confirmation.',
          'Shipping is free across India on orders over ₹1000.',
        ],
      },
      {
        heading: 'Tracking',
        points: [
          'When your order ships you can follow its status in My Account, with the tracking number we add.',
        ],
      },
      {
        heading: 'International orders',
        points: [
          'International orders are non-refundable; bank charges, if any, are deducted on refunds.',
        ],
      },
    ],
  },
];
