import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ClientIp, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { AddContactBody, AddFeedbackBody, SubscribeBody } from './content.inputs.js';
import {
  BannerListResponse,
  ContactResponse,
  FeedbackListResponse,
  FeedbackResponse,
  InstafeedResponse,
  SubscriberResponse,
} from './content.models.js';
import { CONTACT_ADDED, ContentService, FEEDBACK_ADDED, SUBSCRIBED } from './content.service.js';
import { toInstafeedView } from './content.views.js';
import { SignedInForFeedback } from './feedback-auth.guard.js';

const TOO_MANY = { type: ErrorResponse, description: 'Too many requests (Retry-After)' };

/** The storefront's content: cached reads, feedback (signed in), contact, newsletter. */
@ApiTags('content')
@Controller('shop')
export class ShopContentController {
  constructor(private readonly content: ContentService) {}

  @Get('banners/get')
  @ApiOperation({ summary: 'Banners, oldest first (carousel order)' })
  @ApiOkResponse({ type: BannerListResponse })
  async banners() {
    return ok({ data: await this.content.banners() });
  }

  @Get('instafeed/get')
  @ApiOperation({ summary: 'The social feed: one document of post URLs, newest first' })
  @ApiOkResponse({ type: InstafeedResponse })
  async instafeed() {
    return ok({ data: [toInstafeedView(await this.content.feedPosts())] });
  }

  @Get('feedback/get')
  @ApiOperation({ summary: 'Testimonials: the newest 50 feedback, without e-mail' })
  @ApiOkResponse({ type: FeedbackListResponse })
  async feedback() {
    return ok({ data: await this.content.testimonials() });
  }

  @Post('feedback/add')
  @HttpCode(201)
  @SignedInForFeedback()
  @ApiOperation({ summary: "Share feedback (signed in; the account's name and e-mail are used)" })
  @ApiCreatedResponse({ type: FeedbackResponse, description: FEEDBACK_ADDED })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Feedback is required / Feedback must not exceed 1000 characters',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async addFeedback(@CurrentUser() user: AuthUser, @Body() body: AddFeedbackBody) {
    const data = await this.content.addFeedback(user, body ?? {});
    return ok({ message: FEEDBACK_ADDED, data });
  }

  @Post('contacts/add')
  @HttpCode(201)
  @ApiOperation({ summary: 'Write to the shop (the owner gets an e-mail, Reply-To the visitor)' })
  @ApiCreatedResponse({ type: ContactResponse, description: CONTACT_ADDED })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'Please fill out all fields before submitting. / Please enter a valid email address. / ' +
      'Name must not exceed 100 characters / Message must not exceed 5000 characters',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async addContact(@ClientIp() ip: string, @Body() body: AddContactBody) {
    const data = await this.content.addContact(ip, body ?? {});
    return ok({ message: CONTACT_ADDED, data });
  }

  @Post('newsletter/subscribe')
  @HttpCode(201)
  @ApiOperation({ summary: 'Subscribe an e-mail to the newsletter' })
  @ApiCreatedResponse({ type: SubscriberResponse, description: SUBSCRIBED })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Please enter a valid email address.',
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'This email is already subscribed to the newsletter.',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async subscribe(@ClientIp() ip: string, @Body() body: SubscribeBody) {
    const data = await this.content.subscribe(ip, body ?? {});
    return ok({ message: SUBSCRIBED, data });
  }
}
