import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import {
  AddFeedPostsBody,
  BannerBody,
  EditFeedPostBody,
  SendNewsletterBody,
  type AdminListQuery,
} from './content.inputs.js';
import {
  AdminFeedbackListResponse,
  AdminInstafeedResponse,
  BannerListResponse,
  BannerResponse,
  ContactListResponse,
  FeedbackResponse,
  FeedPostResponse,
  FeedPostsAddedResponse,
  NewsletterSentResponse,
  SubscriberListResponse,
} from './content.models.js';
import {
  BANNER_ADDED,
  BANNER_DELETED,
  BANNER_UPDATED,
  CONTACT_DELETED,
  ContentService,
  FEEDBACK_DELETED,
  NEWSLETTER_SENT,
  POST_ADDED,
  POST_DELETED,
  POST_UPDATED,
  SUBSCRIBER_DELETED,
} from './content.service.js';

const BAD_PAGING = {
  type: ErrorResponse,
  description:
    'Invalid page: expected a whole number from 1 to 1000000 / ' +
    'Invalid pageSize: expected a whole number from 1 to 1000',
};

/** `search` (part of an e-mail), `page`, `pageSize` (absent: everything, at most 1000). */
function ListParams(): MethodDecorator {
  return (target, key, descriptor) => {
    ApiQuery({ name: 'search', required: false, description: 'Part of an e-mail' })(
      target,
      key,
      descriptor,
    );
    ApiQuery({ name: 'page', required: false, type: Number, description: '1-based' })(
      target,
      key,
      descriptor,
    );
    ApiQuery({ name: 'pageSize', required: false, type: Number, description: 'Absent: all' })(
      target,
      key,
      descriptor,
    );
  };
}

/** The admin console's banners (admin only: 403 "Access denied" otherwise). */
@ApiTags('admin content')
@Controller('admin/banners')
export class AdminBannersController {
  constructor(private readonly content: ContentService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'Banners, oldest first' })
  @ApiOkResponse({ type: BannerListResponse })
  async list() {
    return ok({ data: await this.content.adminBanners() });
  }

  @Post('add')
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({ summary: 'Add a banner' })
  @ApiCreatedResponse({ type: BannerResponse, description: BANNER_ADDED })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'Description is required / Image is required / Image must be a link / ' +
      'Description must not exceed 500 characters',
  })
  async add(@CurrentUser() admin: AuthUser, @Body() body: BannerBody) {
    const data = await this.content.createBanner(admin, body ?? {});
    return ok({ message: BANNER_ADDED, data });
  }

  @Put('edit/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a banner (the fields given)' })
  @ApiOkResponse({ type: BannerResponse, description: BANNER_UPDATED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Banner not found' })
  async edit(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: BannerBody) {
    const data = await this.content.updateBanner(admin, id, body ?? {});
    return ok({ message: BANNER_UPDATED, data });
  }

  @Delete('delete/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a banner' })
  @ApiOkResponse({ type: MessageResponse, description: BANNER_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Banner not found' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.content.deleteBanner(admin, id);
    return ok({ message: BANNER_DELETED });
  }
}

/** The admin console's social feed. */
@ApiTags('admin content')
@Controller('admin/instafeed')
export class AdminInstafeedController {
  constructor(private readonly content: ContentService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'The feed, newest first' })
  @ApiOkResponse({ type: AdminInstafeedResponse })
  async list() {
    return ok({ data: await this.content.adminInstafeed() });
  }

  @Post('add')
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({ summary: 'Add posts (URLs already in the feed are skipped)' })
  @ApiCreatedResponse({ type: FeedPostsAddedResponse, description: POST_ADDED })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Post URL is required / Post URL must be a valid http(s) link',
  })
  @ApiConflictResponse({ type: ErrorResponse, description: 'This post is already in the feed' })
  async add(@CurrentUser() admin: AuthUser, @Body() body: AddFeedPostsBody) {
    const data = await this.content.addFeedPosts(admin, body ?? {});
    return ok({ message: POST_ADDED, data });
  }

  @Put('edit/:id')
  @Roles('admin')
  @ApiOperation({ summary: "Replace a post's URL" })
  @ApiOkResponse({ type: FeedPostResponse, description: POST_UPDATED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Post not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'This post is already in the feed' })
  async edit(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: EditFeedPostBody,
  ) {
    const data = await this.content.updateFeedPost(admin, id, body?.postUrl);
    return ok({ message: POST_UPDATED, data });
  }

  @Delete('delete/:idOrUrl')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a post by id or by its (encoded) URL' })
  @ApiOkResponse({ type: MessageResponse, description: POST_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Post not found' })
  async remove(@CurrentUser() admin: AuthUser, @Param('idOrUrl') idOrUrl: string) {
    await this.content.deleteFeedPost(admin, idOrUrl);
    return ok({ message: POST_DELETED });
  }
}

/** The admin console's feedback. */
@ApiTags('admin content')
@Controller('admin/feedback')
export class AdminFeedbackController {
  constructor(private readonly content: ContentService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'Feedback, newest first, with an e-mail search' })
  @ListParams()
  @ApiOkResponse({ type: AdminFeedbackListResponse })
  @ApiBadRequestResponse(BAD_PAGING)
  async list(@CurrentUser() admin: AuthUser, @Query() query: AdminListQuery) {
    const { items, total } = await this.content.adminFeedback(admin, query);
    return ok({ data: items, total });
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'One feedback' })
  @ApiOkResponse({ type: FeedbackResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Feedback not found' })
  async one(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    return ok({ data: await this.content.feedbackById(admin, id) });
  }

  @Delete('delete/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a feedback' })
  @ApiOkResponse({ type: MessageResponse, description: FEEDBACK_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Feedback not found' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.content.deleteFeedback(admin, id);
    return ok({ message: FEEDBACK_DELETED });
  }
}

/** The admin console's contact messages. */
@ApiTags('admin content')
@Controller('admin/contacts')
export class AdminContactsController {
  constructor(private readonly content: ContentService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'Contact messages, newest first, with an e-mail search' })
  @ListParams()
  @ApiOkResponse({ type: ContactListResponse })
  @ApiBadRequestResponse(BAD_PAGING)
  async list(@CurrentUser() admin: AuthUser, @Query() query: AdminListQuery) {
    const { items, total } = await this.content.adminContacts(admin, query);
    return ok({ data: items, total });
  }

  @Delete('delete/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a contact message' })
  @ApiOkResponse({ type: MessageResponse, description: CONTACT_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Contact not found' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.content.deleteContact(admin, id);
    return ok({ message: CONTACT_DELETED });
  }
}

/** The admin console's newsletter: subscribers and campaigns. */
@ApiTags('admin content')
@Controller('admin/newsletter')
export class AdminNewsletterController {
  constructor(private readonly content: ContentService) {}

  @Get('subscribers')
  @Roles('admin')
  @ApiOperation({ summary: 'Subscribers, newest first, with an e-mail search' })
  @ListParams()
  @ApiOkResponse({ type: SubscriberListResponse })
  @ApiBadRequestResponse(BAD_PAGING)
  async list(@CurrentUser() admin: AuthUser, @Query() query: AdminListQuery) {
    const { items, total } = await this.content.subscribers(admin, query);
    return ok({ data: items, total });
  }

  @Post('send')
  @HttpCode(202)
  @Roles('admin')
  @ApiOperation({ summary: 'Send a campaign to the selected subscribers (queued)' })
  @ApiAcceptedResponse({ type: NewsletterSentResponse, description: NEWSLETTER_SENT })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'Please select at least one subscriber. / Please upload a flyer image. / ' +
      'Message must not exceed 5000 characters',
  })
  async send(@CurrentUser() admin: AuthUser, @Body() body: SendNewsletterBody) {
    const data = await this.content.sendNewsletter(admin, body ?? {});
    return ok({ message: NEWSLETTER_SENT, data });
  }

  @Delete('unsubscribe/:email')
  @Roles('admin')
  @ApiOperation({ summary: 'Remove a subscriber' })
  @ApiOkResponse({ type: MessageResponse, description: SUBSCRIBER_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Subscriber not found' })
  async remove(@CurrentUser() admin: AuthUser, @Param('email') email: string) {
    await this.content.deleteSubscriber(admin, email);
    return ok({ message: SUBSCRIBER_DELETED });
  }
}
