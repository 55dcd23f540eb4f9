/** The registration landing page: template, captcha, SMS, registration, tracking (docs/spec.md §3, §7, §8). */
import { Type } from '@sinclair/typebox';
import { Answer, Id, Link, NotRead, Num, Params, Str, Text, type Contract } from './common';

const tracking = {
  page_id: Type.Optional(Str('The landing page')),
  user_from: Type.Optional(Str('Where the visitor came from')),
  client_type: Type.Optional(Str('Always h5')),
  page_type: Type.Optional(Num('The page type (1)')),
  utm_tag: Type.Optional(Str('Campaign tag')),
  app_from: Type.Optional(Str('The app the link came from')),
};

const phone = Str('The phone number (11 digits)');

export const promotionContracts = {
  channelTemplate: {
    request: Params({ templateId: Id('The template') }, 'One template'),
    response: Answer(
      {
        id: Id('The template id'),
        appName: Type.Optional(Text('App name')),
        title: Type.Optional(Text('Headline')),
        subtitle: Type.Optional(Text('Sub-headline')),
        bannerImg: Type.Optional(Link('Banner image')),
        themeColor: Type.Optional(Text('Theme colour')),
        buttonText: Type.Optional(Text('Button label')),
        downloadUrl: Type.Optional(Link('App download')),
        agreementTitle: Type.Optional(Text('Agreement link label')),
        agreementUrl: Type.Optional(Link('Agreement')),
      },
      'The landing template',
    ),
  },
  trackVisit: {
    request: Params(tracking, 'A page visit'),
    response: NotRead('Not read'),
  },
  getSid: {
    request: Params({}, 'Nothing'),
    response: Answer({ sid: Text('The captcha session') }, 'A captcha session'),
  },
  getCaptcha: {
    request: Params(
      { sid: Str('The captcha session'), t: Type.Optional(Str('A counter that makes a new image')) },
      'The captcha of a session',
    ),
    response: Answer(
      { url: Link('The image URL') },
      'An image: the call hands out its URL, the image element loads it',
    ),
  },
  getSms: {
    request: Params(
      {
        phone,
        capcode: Str('The image captcha (4 characters)'),
        sid: Str('The captcha session'),
        deviceId: Type.Optional(Str('The device')),
        appName: Type.Optional(Str('App name')),
        app_from: Type.Optional(Str('The app the link came from')),
        user_from: Type.Optional(Str('Where the visitor came from')),
        utm_tag: Type.Optional(Str('Campaign tag')),
      },
      'Sends the registration SMS code',
    ),
    response: NotRead('Not read: codes 0, 101 (captcha wrong), 11 (already registered)'),
  },
  trackClick: {
    request: Params({ ...tracking, phone: Type.Optional(phone) }, 'A click on the landing page'),
    response: NotRead('Not read'),
  },
  register: {
    request: Params(
      {
        phone,
        capcode: Str('The image captcha'),
        sid: Str('The captcha session'),
        deviceId: Type.Optional(Str('The device')),
        appName: Type.Optional(Str('App name')),
        merchantNumber: Type.Optional(Str('The merchant')),
        userName: Type.Optional(Str('The user name (the phone)')),
        smsCode: Str('The SMS code (6 digits)'),
        invite_code: Type.Optional(Str('Invitation code')),
        user_from: Type.Optional(Str('Where the visitor came from')),
        id: Type.Optional(Str('The landing page')),
        app_from: Type.Optional(Str('The app the link came from')),
        utm_tag: Type.Optional(Str('Campaign tag')),
      },
      'A registration',
    ),
    response: Type.Union(
      [
        Type.Null(),
        Answer(
          {
            userId: Type.Optional(Id('The new user')),
            downloadUrl: Type.Optional(Link('App download')),
          },
          'The registration',
        ),
      ],
      { description: 'Codes 0, 11 (already registered), -1 (captcha wrong)' },
    ),
  },
} satisfies Record<string, Contract>;
