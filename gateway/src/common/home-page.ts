import { Shape } from './shape.js';

/**
 * The storefront's home page in one GraphQL round trip (`homePage`, answered by the
 * catalogue feature). Each feature adds its own fields: the catalogue its categories, new
 * arrivals and featured (catalogue.shapes.ts), content its banners, feed posts and
 * testimonials (`@ResolveField` on `@Resolver(() => HomePage)`).
 */
@Shape('HomePage', { rest: false })
export class HomePage {}
